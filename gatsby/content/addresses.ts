import fs from 'node:fs';
import { caseStudyPrefix, filteredListing, slug, topicPath } from '../../src/lib/listing.ts';
import { caseStudyRoute } from './routes.ts';

/*
 * The address table: every address the site's pages will have, each with what is there in the owner's words and
 * the field that sets it, checked together: each one made of lower-case words, none empty, none taken twice, none
 * where the build, the host, the case studies or the case-study lists keep addresses for themselves.
 */

/** Where the owner's content sets the addresses, read loosely: each file's own check reports what is malformed. */
export interface AddressSources {
  /** The pages of content/routes.json, in its order, with their names for people. */
  pages: readonly { name: string; path: string; label?: string }[];
  /** The case studies' file names: each is its page's address. */
  studies: readonly string[];
  /** The offers of content/form.json: the contact page is built once more for each, opened on it. */
  offers: readonly { id: string; name?: string }[];
  /** The services the case-study index filters by, by route name. */
  services: readonly string[];
  /** The home page's sectors, by name: each has a listing of its case studies under the index. */
  sectors: readonly string[];
  /** The folder whose files the build copies to the site as they are. */
  staticDir: string;
}

/** A problem with an address, for the file whose field sets it. */
export interface AddressProblem {
  file: string;
  message: string;
}

/** An address in the table: what is there, and the field that sets it (its path in the file, and its value). */
interface Address {
  path: string;
  what: string;
  file: string;
  field: string;
  value: string;
  /** What to do when the address is taken. */
  fix: string;
}

/**
 * Addresses the build or the host writes themselves: a page there would be written over, or would hide them.
 * Each covers the addresses under it too. The folders of static/ are added to these.
 */
const kept: Record<string, string> = {
  '/admin/': 'the editor',
  '/static/': 'the build’s files',
  '/page-data/': 'the build’s files',
  '/_gatsby/': 'the build’s files',
  '/~partytown/': 'the build’s files',
  '/404/': 'the page for addresses that do not exist',
};

const words = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Every address problem of the content: each reported once, on the file to change. */
export function addressProblems(sources: AddressSources): AddressProblem[] {
  const { pages, studies, offers, services, sectors } = sources;
  const problems: AddressProblem[] = [];
  const labelOf = (name: string) => pages.find((page) => page.name === name)?.label ?? name;
  const index = pages.find((page) => page.name === 'case-studies')?.path;
  const contact = pages.find((page) => page.name === 'contact')?.path;
  const table: Address[] = [];

  for (const name of studies) {
    const { path, file } = caseStudyRoute(name);
    if (words.test(name)) {
      table.push({ path, what: `the case study in ${file}`, file, field: '', value: name, fix: 'rename the file' });
      continue;
    }
    // The name to give it, made as a sector's name is made an address, accents taken off first: café → cafe.
    const plain = slug(name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''));
    const message = `its file name is its page’s address (${path}): rename the file in lower-case words joined by hyphens${plain ? `, ${plain}.json` : ''}`;
    problems.push({ file, message });
  }
  if (contact) {
    offers.forEach(({ id, name }, at) => {
      // Two offers with one id have their own message (the form's ids must differ).
      if (offers.findIndex((offer) => offer.id === id) < at) return;
      const what = `the contact page opened on the offer "${name ?? id}"`;
      const fix = 'give each offer an id of its own';
      table.push({ path: topicPath(contact, id), what, file: 'form.json', field: `offers[${at}].id`, value: id, fix });
    });
  }
  if (index) {
    services.forEach((service, at) => {
      // A service listed twice has its own message (the index's filter lists each once).
      if (services.indexOf(service) < at) return;
      const path = filteredListing(index, service);
      const what = `the case studies of ${labelOf(service)}`;
      const fix = 'list each service once';
      table.push({
        path,
        what,
        file: 'pages/case-studies.json',
        field: `filters.services[${at}]`,
        value: service,
        fix,
      });
    });
    sectors.forEach((name, at) => {
      const field = `sectors.items[${at}].name`;
      const own = slug(name);
      const path = filteredListing(index, own);
      const where = `${field} "${name}"`;
      if (!own) {
        const message = `${where} makes no address for its case studies’ listing: give it a name with Latin letters`;
        problems.push({ file: 'pages/home.json', message });
      } else if (/^\d+$/.test(own)) {
        const message = `${where} makes the address ${path}, a page of the case-study index: give it a name with letters`;
        problems.push({ file: 'pages/home.json', message });
      } else {
        const what = `the case studies of the sector "${name}"`;
        table.push({
          path,
          what,
          file: 'pages/home.json',
          field,
          value: name,
          fix: 'give each sector a name of its own',
        });
      }
    });
  }
  const keptHere = { ...kept, ...staticFolders(sources.staticDir) };
  pages.forEach(({ name, path, label }, at) => {
    // A path that is not a text has its own message (routes.json's check).
    if (typeof path !== 'string') return;
    const where = `[${at}].path "${path}"`;
    const keeper = Object.keys(keptHere).find((prefix) => path.startsWith(prefix));
    const message = keeper
      ? `is kept for ${keptHere[keeper]}`
      : path.startsWith(caseStudyPrefix)
        ? `starts like a case study’s address (${caseStudyPrefix}…)`
        : index && name !== 'case-studies' && path.startsWith(index)
          ? `is under ${index}, where the case-study lists go`
          : undefined;
    if (message) problems.push({ file: 'routes.json', message: `${where} ${message}: choose another address` });
    else {
      const what = `the page "${label ?? name}"`;
      table.push({
        path,
        what,
        file: 'routes.json',
        field: `[${at}].path`,
        value: path,
        fix: 'choose another address',
      });
    }
  });

  const owners = new Map<string, Address>();
  for (const address of table) {
    const owner = owners.get(address.path);
    if (!owner) {
      owners.set(address.path, address);
      continue;
    }
    const { field, value, path, fix } = address;
    const makes = value === path ? 'is already' : `makes the address ${path}, already`;
    problems.push({ file: address.file, message: `${field} "${value}" ${makes} the address of ${owner.what}: ${fix}` });
  }
  return problems;
}

/** The folders of static/, each kept for its files. */
function staticFolders(staticDir: string): Record<string, string> {
  if (!fs.existsSync(staticDir)) return {};
  const folders = fs.readdirSync(staticDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return Object.fromEntries(folders.map(({ name }) => [`/${name}/`, `files from static/${name}/`]));
}
