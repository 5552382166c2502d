import { render, screen } from '@testing-library/react';
import { fixedImage } from '../../../../tests/fixtures/images.ts';
import { Testimonial } from './Testimonial.tsx';

const words = { text: 'The savings show in our own meters.', name: 'Alex Example', organisation: 'Example Foods Ltd' };

describe('Testimonial', () => {
  it('quotes the client and says who they are: name, role and organisation, with their photo', () => {
    const photo = fixedImage('Portrait of Alex', 96);
    render(<Testimonial quote={{ ...words, role: 'Head of Engineering', photo }} />);
    expect(screen.getByRole('blockquote')).toHaveTextContent(words.text);
    const caption = screen.getByRole('figure');
    expect(caption).toHaveTextContent('Alex Example, Head of Engineering, Example Foods Ltd');
    expect(screen.getByRole('img', { name: 'Portrait of Alex' })).toBeInTheDocument();
  });

  it('leaves out the role and the photo where there are none', () => {
    render(<Testimonial quote={{ ...words, role: null, photo: null }} />);
    expect(screen.getByRole('figure')).toHaveTextContent(/Alex Example, Example Foods Ltd$/);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
