// Types for find-chromium.mjs, which playwright.config.ts imports.
export declare const chromiumArgs: string[];
export declare function findChromium(): string;
