import { expect, it } from 'vitest';
import type { ContractStage } from './contract-kit';
import { until } from './recorder';

// Link previews: a text with a link shows the page's preview to the sender and the receiver
// alike (`linkPreview(message)`), the first link of the text; a text without a link, or a link
// whose page has none, answers null. The page itself is the world's (`linkPages`): a local page
// on the wob server, the Link Preview extension's data on CometChat, a set preview in memory.
// A preview's image is never the page's own URL.

export function describeLinkPreviewContract(stage: ContractStage): void {
  const pages = () => {
    const linkPages = stage.world.linkPages;
    if (!linkPages) throw new Error('this world has no link pages');
    return linkPages;
  };

  it(
    "shows the preview of a text's link to both sides",
    async () => {
      const { a, b } = stage;
      const page = pages();
      const bLog = stage.listen(b.service);
      const sent = await stage.send(
        a,
        b,
        `Se her: ${page.withPreview} – og ${page.withoutPreview}`,
      );
      const expected = {
        url: page.withPreview,
        title: page.title,
        description: page.description,
      };
      expect(await a.service.linkPreview(sent)).toMatchObject(expected);
      await until(() => bLog.text.some((message) => message.id === sent.id), 'B to get it');
      const received = bLog.text.find((message) => message.id === sent.id);
      if (!received) throw new Error('B got no message');
      const seen = await b.service.linkPreview(received);
      expect(seen).toMatchObject(expected);
      if (page.image) {
        const image = seen?.image?.url ?? '';
        expect(image).not.toBe('');
        expect(image.startsWith(new URL(page.withPreview).origin)).toBe(false);
      }
    },
    stage.timeout,
  );

  it(
    'answers null for a text without a link and for a page without a preview',
    async () => {
      const { a, b } = stage;
      const page = pages();
      const plain = await stage.send(a, b, 'Ingen link her, kun www.tekst og http:/halvt');
      expect(await a.service.linkPreview(plain)).toBeNull();
      const without = await stage.send(a, b, `Se ${page.withoutPreview}`);
      expect(await a.service.linkPreview(without)).toBeNull();
    },
    stage.timeout,
  );
}
