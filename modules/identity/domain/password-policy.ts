import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import { WeakPasswordError } from './identity.errors.ts';

/** zxcvbn's 0–4 scale; 3 is "safely unguessable: moderate protection from offline slow-hash scenario" */
export const MIN_PASSWORD_SCORE = 3;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn-ts with its common and English dictionaries (breached passwords, words, names, keyboard
 * patterns). They take about 30 MB and half a second to load, so a process loads them at its first
 * password check (registration, reset, change), not at boot.
 */
function strengthEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common'), import('@zxcvbn-ts/language-en')]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: english.translations,
      }),
  );
  return estimator;
}

function isCommonPassword(result: ZxcvbnResult): boolean {
  return result.sequence.some((match) => 'dictionaryName' in match && match.dictionaryName === 'passwords-common');
}

/**
 * NIST SP 800-63B style: length (checked by the request schema), no password made of the user's own
 * email or name, and a zxcvbn strength score of at least 3 (refuses breached and common passwords,
 * words, names, dates, repeats, sequences and keyboard patterns); no composition rules.
 */
export async function assertAcceptablePassword(
  password: string,
  personal: { email: string; firstName?: string; lastName?: string },
): Promise<void> {
  const personalWords = [personal.email, personal.email.split('@')[0], personal.firstName, personal.lastName]
    .filter((word): word is string => Boolean(word && word.length >= 3))
    .map((word) => word.toLowerCase());
  if (personalWords.includes(password.trim().toLowerCase())) {
    throw new WeakPasswordError('Your password must not be your email address or name.');
  }
  const result = (await strengthEstimator()).check(password, personalWords);
  if (result.score >= MIN_PASSWORD_SCORE) return;
  if (isCommonPassword(result)) throw new WeakPasswordError('This password is too common. Choose one that is harder to guess.');
  const hints = [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ');
  throw new WeakPasswordError(`This password is too easy to guess. ${hints || 'A few unrelated words make a strong password.'}`);
}
