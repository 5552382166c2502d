import sharp, { type AvifOptions } from 'sharp';
import { avifEffort, encodeAvifAtEffort } from './avif-effort.ts';

describe('encodeAvifAtEffort', () => {
  it('gives every AVIF encoding the effort, keeping the options a call passes', () => {
    const calls: (AvifOptions | undefined)[] = [];
    const encoder = {
      prototype: {
        avif(this: unknown, options?: AvifOptions) {
          calls.push(options);
          return this;
        },
      },
    };
    encodeAvifAtEffort(encoder);
    encoder.prototype.avif({ quality: 50, force: false });
    encoder.prototype.avif({ effort: 6 });
    expect(calls).toEqual([{ effort: avifEffort, quality: 50, force: false }, { effort: 6 }]);
  });

  it('still encodes a picture as AVIF with sharp', async () => {
    encodeAvifAtEffort(sharp);
    const picture = sharp({ create: { width: 16, height: 16, channels: 3, background: '#1d4ed8' } });
    const { info } = await picture.avif({ quality: 50 }).toBuffer({ resolveWithObject: true });
    expect(info.format).toBe('heif');
  });
});
