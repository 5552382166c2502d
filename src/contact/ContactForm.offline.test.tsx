import { screen, waitFor } from '@testing-library/react';
import { formContent } from '../../tests/fixtures/content.ts';
import { renderForm } from '../../tests/fixtures/contact-form.tsx';

// The form's code arrived, but the visitor went offline before its checks' and notices' code did.
jest.mock('./schema.ts', () => {
  throw new Error('Loading chunk contact-schema failed');
});
jest.mock('../components/ui/Notices/Notices.tsx', () => {
  throw new Error('Loading chunk failed');
});

describe('ContactForm offline, its checks and notices not loaded', () => {
  let onLine: jest.SpyInstance;
  let warn: jest.SpyInstance;
  beforeEach(() => {
    onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    // Formik says so in development builds, when the checks' code fails to load.
    warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('caught during validation'), expect.any(Error));
    [onLine, warn].forEach((spy) => spy.mockRestore());
  });

  it('says nothing was sent, in the form, with focus on it, and keeps what was typed', async () => {
    const { user, send, fillIn, form, field } = renderForm();
    await fillIn();
    await user.click(send());
    const alert = await form().findByRole('alert');
    expect(alert).toHaveTextContent(formContent.notices.offline);
    await waitFor(() => expect(alert).toHaveFocus());
    expect(field('Message')).toHaveValue('Our SCADA needs an upgrade.');
  });

  it('lets the browser check the fields instead, and sends nothing while one is empty', async () => {
    const { user, send, field } = renderForm();
    await user.type(field('Email'), 'ada@plant.example');
    await user.click(send());
    await waitFor(() => expect(field('Name')).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
