/**
 * @jest-environment node
 */
import { headersFile } from './headers.ts';
import { headersFor, parseHeaders } from '../../scripts/header-rules.ts';

describe('the headers a _headers file gives a path (what npm start and the browser tests serve)', () => {
  const rules = parseHeaders(`# a comment
/*
  X-Frame: deny
  Policy: one

/static/*
  Cache-Control: immutable

/admin/*
  ! X-Frame
  X-Frame: allow
  Policy: two

/:page/exact/
  Exact: yes
`);

  it('adds every matching rule’s headers, joining two values of one header with a comma', () => {
    expect(headersFor('/', rules)).toEqual({ 'X-Frame': 'deny', Policy: 'one' });
    expect(headersFor('/static/app.js', rules)).toEqual({
      'X-Frame': 'deny',
      Policy: 'one',
      'Cache-Control': 'immutable',
    });
    expect(headersFor('/admin/', rules)).toMatchObject({ Policy: 'one, two' });
  });

  it('takes away with `! Name` what the rules before it set, then sets the rule’s own value', () => {
    expect(headersFor('/admin/', rules)['X-Frame']).toBe('allow');
  });

  it('matches a :placeholder to one path segment, and * to anything', () => {
    expect(headersFor('/about/exact/', rules)).toMatchObject({ Exact: 'yes' });
    expect(headersFor('/a/b/exact/', rules)).not.toHaveProperty('Exact');
  });

  it('gives the build’s own file what the hosts would: the editor alone may be opened by its popup', () => {
    const built = parseHeaders(headersFile(['/app-0123456789abcdef0123.js']));
    expect(headersFor('/about/', built)['Cross-Origin-Opener-Policy']).toBe('same-origin');
    expect(headersFor('/admin/', built)['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
    expect(headersFor('/app-0123456789abcdef0123.js', built)['Cache-Control']).toMatch(/immutable/);
  });
});
