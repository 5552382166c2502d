/**
 * @jest-environment node
 */
// Server markup: in Node, as at build, react-aria's layout effects fall back to plain effects and React warns of none.
import { renderToString } from 'react-dom/server';
import { TextField } from './TextField.tsx';

const field = { label: 'Message', name: 'message', value: '', onChange: () => {}, onBlur: () => {} };

describe('TextField', () => {
  it('gives a multi-line field no type attribute in the server HTML, which a textarea does not have', () => {
    // eslint-disable-next-line testing-library/render-result-naming-convention -- server markup, not a render result
    const html = renderToString(<TextField {...field} multiline />);
    expect(html).toMatch(/<textarea[^>]*name="message"/);
    expect(html).not.toMatch(/<textarea[^>]*\stype=/);
  });

  it('keeps the type of a one-line field', () => {
    expect(renderToString(<TextField {...field} name="email" type="email" />)).toMatch(/<input[^>]*type="email"/);
  });
});
