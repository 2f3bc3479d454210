export declare function runningScripts(html: string): { attributes: string; text: string }[];
