export declare const workspaceAliases: Array<{ find: RegExp; replacement: string }>;
