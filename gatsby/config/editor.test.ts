/**
 * @jest-environment node
 */
import { cmsAuthUrl, cmsBranch } from './editor.ts';

describe('the branch the editor saves to (CMS_BRANCH)', () => {
  it('is main when unset or empty, as GitHub Actions passes an unset variable', () => {
    expect(cmsBranch({})).toBe('main');
    expect(cmsBranch({ CMS_BRANCH: '' })).toBe('main');
  });

  it('is the branch named', () => {
    expect(cmsBranch({ CMS_BRANCH: 'content' })).toBe('content');
  });
});

describe('the sign-in relay’s address (CMS_AUTH_URL)', () => {
  it('is left out when unset, so the editor signs in through Netlify', () => {
    expect(cmsAuthUrl({})).toBeUndefined();
    expect(cmsAuthUrl({ CMS_AUTH_URL: ' ' })).toBeUndefined();
  });

  it('is the relay’s https origin, a trailing slash taken off', () => {
    expect(cmsAuthUrl({ CMS_AUTH_URL: 'https://sveltia-cms-auth.acme.workers.dev/' })).toBe(
      'https://sveltia-cms-auth.acme.workers.dev',
    );
  });

  it.each(['http://auth.example.dev', 'https://auth.example.dev/auth', 'auth.example.dev'])(
    'stops the build for %s, naming the setting',
    (value) => {
      expect(() => cmsAuthUrl({ CMS_AUTH_URL: value })).toThrow(
        /^CMS_AUTH_URL must be the address of the sign-in relay/,
      );
    },
  );
});
