import { describe, expect, it } from 'vitest';
import * as contract from '@contracts/content/contracts/http.ts';
import { categoryNameFormSchema, FAQ_ANSWER_MAX, FAQ_CATEGORY_NAME_MAX, FAQ_QUESTION_MAX, faqFormSchema } from './faq-form-schemas.ts';

describe('FAQ form checks', () => {
  it('use the contract’s limits', () => {
    expect([FAQ_QUESTION_MAX, FAQ_ANSWER_MAX, FAQ_CATEGORY_NAME_MAX]).toEqual([
      contract.FAQ_QUESTION_MAX,
      contract.FAQ_ANSWER_MAX,
      contract.FAQ_CATEGORY_NAME_MAX,
    ]);
  });

  it('accept what the server accepts and refuse, with its words, what it refuses for length or lines', () => {
    const id = '0190a1b2-0000-7000-8000-000000000001';
    const good = { categoryId: id, question: '  How do I list land?  ', answer: 'Choose List Property.\nThen add photos.' };
    expect(faqFormSchema.parse(good)).toEqual({
      categoryId: id,
      question: 'How do I list land?',
      answer: 'Choose List Property.\nThen add photos.',
    });
    expect(contract.createFaqRequestSchema.safeParse(good).success).toBe(true);

    const messages = (value: unknown) => faqFormSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages({ ...good, question: ' ' })).toEqual(['Question is required']);
    expect(messages({ ...good, question: 'Two\nlines?' })).toEqual(['Question must be one line of plain text, without line breaks']);
    expect(messages({ ...good, answer: 'x'.repeat(4001) })).toEqual(['Answer must be at most 4,000 characters']);
    expect(contract.createFaqRequestSchema.safeParse({ ...good, answer: 'x'.repeat(4001) }).error?.issues[0].message).toBe(
      'Answer must be at most 4,000 characters',
    );
    expect(categoryNameFormSchema.safeParse({ name: 'x'.repeat(61) }).error?.issues[0].message).toBe('Name must be at most 60 characters');
  });
});
