/** An `ilike` pattern matching text that contains `text` literally (its `%`, `_` and `\` escaped). */
export const likeContaining = (text: string): string => `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
