// Font and image imports resolve to a URL at build time; in Jest any URL will do.
module.exports = '/static/test-file';
