export declare const entryRedirectSource: string;
export declare function entryRedirectScript(): string;
export declare function entryRedirectHash(): string;
