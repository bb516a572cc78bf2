/** Usage guidance on a primitive's or shell part's docs page: when to use it, do, don't, and its content rules. */
export interface Usage {
  when: string;
  do: readonly string[];
  dont: readonly string[];
  content: string;
}

/** The guidance as the docs page's component description (Markdown). */
export function usage({ when, do: dos, dont, content }: Usage): string {
  return [
    `**When to use:** ${when}`,
    `**Do**\n\n${dos.map((item) => `- ${item}`).join('\n')}`,
    `**Don't**\n\n${dont.map((item) => `- ${item}`).join('\n')}`,
    `**Content:** ${content}`,
  ].join('\n\n');
}
