export declare const workspaceAliases: Array<{ find: RegExp; replacement: string }>;
export declare const prebundledDependencies: string[];
