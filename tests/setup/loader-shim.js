// Gatsby's Link calls the page loader to prefetch; in tests there is nothing to load.
Object.assign(global, { ___loader: { enqueue: () => {}, hovering: () => {} } });
