import { overlay } from './overlay.ts';

const noPictures = () => undefined;

describe('overlay: the built page with the entry’s current values', () => {
  it('takes the words being typed, and keeps what only the build knows', () => {
    const built = { hero: { heading: 'Old', to: '/about/' }, allTo: '/case-studies/' };
    expect(overlay(built, { hero: { heading: 'New' } }, noPictures)).toEqual({
      hero: { heading: 'New', to: '/about/' },
      allTo: '/case-studies/',
    });
  });

  it('keeps words the build filled in, until they are changed', () => {
    const built = { label: 'Explore AI Solutions' };
    expect(overlay(built, { label: 'Explore {page}' }, noPictures)).toEqual(built);
    expect(overlay(built, { label: 'See {page}' }, noPictures)).toEqual({ label: 'See {page}' });
  });

  it('adds and removes items, a new one shaped like the last built one', () => {
    const built = { items: [{ title: 'A', icon: { svg: '<path/>' } }] };
    expect(
      overlay(
        built,
        {
          items: [
            { title: 'A2', icon: 'cog' },
            { title: 'B', icon: 'cog' },
          ],
        },
        noPictures,
      ),
    ).toEqual({
      items: [
        { title: 'A2', icon: { svg: '<path/>' } },
        { title: 'B', icon: { svg: '<path/>' } },
      ],
    });
    expect(overlay({ items: [{ title: 'A' }, { title: 'B' }] }, { items: [{ title: 'A' }] }, noPictures)).toEqual({
      items: [{ title: 'A' }],
    });
  });

  it('links a service or a link the owner points at another page to that page, by its name for people', () => {
    const routes = {
      'ai-solutions': { label: 'AI Solutions', path: '/ai-solutions/' },
      'energy-management': { label: 'Energy Management', path: '/energy-management/' },
      contact: { label: 'Contact', path: '/contact/' },
    };
    const built = {
      services: [{ route: 'ai-solutions', label: 'AI Solutions', to: '/ai-solutions/' }],
      actions: [{ route: 'ai-solutions', label: 'AI Solutions', to: '/ai-solutions/' }],
    };
    const edited = {
      services: ['energy-management', 'ai-solutions'],
      actions: [
        { route: 'contact', hash: 'message', topic: 'site-survey' },
        { route: 'energy-management', label: 'Our energy work' },
      ],
    };
    expect(overlay(built, edited, noPictures, routes)).toEqual({
      services: [
        { route: 'energy-management', label: 'Energy Management', to: '/energy-management/' },
        { route: 'ai-solutions', label: 'AI Solutions', to: '/ai-solutions/' },
      ],
      actions: [
        {
          route: 'contact',
          hash: 'message',
          topic: 'site-survey',
          label: 'Contact',
          to: '/contact/site-survey/#message',
        },
        { route: 'energy-management', label: 'Our energy work', to: '/energy-management/' },
      ],
    });
    // A page the table does not know keeps what the build made.
    expect(overlay(built, { services: ['pricing'] }, noPictures, routes)).toEqual(built);
  });

  it('shows a picture from the editor’s copy at the built picture’s size, with its words', () => {
    const built = {
      image: {
        alt: 'Old',
        src: { childImageSharp: { gatsbyImageData: { layout: 'constrained', width: 768, height: 512 } } },
      },
    };
    const edited = { image: { src: '../images/new.png', alt: 'A new plant' } };
    expect(overlay(built, edited, (src) => `blob:${src}`)).toEqual({
      image: {
        alt: 'A new plant',
        decorative: null,
        src: {
          childImageSharp: {
            gatsbyImageData: {
              layout: 'constrained',
              width: 768,
              height: 512,
              images: { fallback: { src: 'blob:../images/new.png' } },
            },
          },
        },
      },
    });
    expect(overlay(built, edited, noPictures)).toEqual(built);
    // Uploaded but not saved yet, the field holds the picture's blob: address.
    const uploaded = overlay(built, { image: { src: 'blob:http://x/1', alt: 'Up' } }, noPictures) as typeof built;
    expect(uploaded.image.src.childImageSharp.gatsbyImageData).toMatchObject({
      images: { fallback: { src: 'blob:http://x/1' } },
    });
  });

  it('keeps the built picture while the entry names the same file, with its words as typed', () => {
    const image = {
      alt: 'Old words',
      src: { childImageSharp: { gatsbyImageData: { images: { fallback: { src: '/static/ab12/81bb2/plant.png' } } } } },
    };
    expect(overlay({ image }, { image: { src: '../images/plant.png', alt: 'New words' } }, () => 'blob:x')).toEqual({
      image: { ...image, alt: 'New words', decorative: null },
    });
  });
});
