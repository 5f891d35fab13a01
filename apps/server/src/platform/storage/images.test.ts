import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ImageRejectedError, MAX_IMAGE_EDGE, processImage } from './images';

/** A JPEG as a phone writes it: rotated by an EXIF tag, with the camera and GPS position. */
async function phoneJpeg(width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'WobCam', Model: 'Spy 3000' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '55/1 40/1 30/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '12/1 34/1 0/1',
      },
    })
    .toBuffer();
}

describe('processImage', () => {
  it('strips EXIF, GPS included, and turns the picture upright by its orientation tag', async () => {
    const input = await phoneJpeg();
    const before = await sharp(input).metadata();
    expect(before.exif?.includes('WobCam')).toBe(true);
    expect(before.orientation).toBe(6);

    const output = await processImage(input);
    const after = await sharp(output.data).metadata();
    expect(output.mime).toBe('image/webp');
    expect(after.format).toBe('webp');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(output.data.includes('WobCam')).toBe(false);
    // Orientation 6 means "rotate 90°": the 40×20 sensor image is 20×40 upright.
    expect([after.width, after.height]).toEqual([20, 40]);
  });

  it('scales large pictures down to the edge cap and never enlarges small ones', async () => {
    const big = await sharp({
      create: { width: 4000, height: 1000, channels: 3, background: '#888' },
    })
      .png()
      .toBuffer();
    const scaled = await processImage(big);
    expect([scaled.width, scaled.height]).toEqual([MAX_IMAGE_EDGE, 400]);

    const small = await sharp({
      create: { width: 30, height: 30, channels: 4, background: '#0000' },
    })
      .png()
      .toBuffer();
    expect((await processImage(small)).width).toBe(30);
  });

  it('decides by the bytes: text, an SVG or a PDF named as an image is refused', async () => {
    await expect(processImage(Buffer.from('definitely not an image'))).rejects.toBeInstanceOf(
      ImageRejectedError,
    );
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    await expect(processImage(svg)).rejects.toBeInstanceOf(ImageRejectedError);
    await expect(processImage(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj'))).rejects.toBeInstanceOf(
      ImageRejectedError,
    );
  });

  it('refuses a truncated image whose header looks right', async () => {
    const jpeg = await phoneJpeg(200, 200);
    await expect(processImage(jpeg.subarray(0, 200))).rejects.toBeInstanceOf(ImageRejectedError);
  });
});
