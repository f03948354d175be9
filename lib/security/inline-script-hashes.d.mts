export type InlineScript = { attributes: string; text: string };

export declare function inlineScripts(html: string): InlineScript[];
export declare function scriptHash(text: string): string;
export declare function inlineScriptHashes(html: string): string[];
