/**
 * The one query-key factory of the calculator feature. Saved analyses are per account, so their
 * keys carry the user's id: another account signing in never sees the previous one's list.
 */
export const calculatorKeys = {
  all: ['calculator'] as const,
  analyses: (userId: string) => [...calculatorKeys.all, 'analyses', userId] as const,
  analysisList: (userId: string) => [...calculatorKeys.analyses(userId), 'list'] as const,
  analysis: (userId: string, id: string) => [...calculatorKeys.analyses(userId), 'one', id] as const,
  shared: (token: string) => [...calculatorKeys.all, 'shared', token] as const,
  property: (id: string) => [...calculatorKeys.all, 'property', id] as const,
};
