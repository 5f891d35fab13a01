/** The folder the emoji image files are in (an installed package's dist/emoji). */
export declare function emojiAssetSource(): string;
/** Every file, as its path under the emoji folder ('sheets-256/32.png', '64/1f44d.png', …). */
export declare function emojiAssetFiles(source?: string): string[];
/** A Vite plugin that serves the files under `/${path}/` ('emoji' by default) in dev and build. */
export declare function emojiAssetsPlugin(options?: { path?: string }): { name: string };
