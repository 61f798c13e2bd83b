import { z } from 'zod';
import { ENQUIRY_LIMITS } from '../config/constants.ts';

/**
 * Field rules for what a traveller types into a form, shared by the enquiry and the expert request
 * (browser and server). Text is normalised (NFC, trimmed) and refused when it holds something no
 * person types: control characters, text-direction overrides, or nothing visible at all.
 */

/** C0/C1 control characters (NUL, tab, line breaks inside a value, ESC…) and unpaired surrogates. */
const CONTROL = /[\p{Cc}\p{Cs}]/u;
/** Bidi embeddings/overrides (U+202A–U+202E) and isolates (U+2066–U+2069): they make text read in a different order than stored. */
const DIRECTION_OVERRIDE = /[\u202A-\u202E\u2066-\u2069]/u;
/**
 * Characters that draw nothing: spaces, format characters (zero-width space and joiners, word joiner,
 * BOM, soft hyphen) and the blank "letters" (Hangul fillers, braille blank, combining grapheme joiner).
 * Zero-width joiners are legitimate inside Indic names and emoji, so they are only refused when the
 * whole value is made of such characters.
 */
const INVISIBLE = /[\s\p{Z}\p{Cf}\u034F\u115F\u1160\u3164\uFFA0\u2800]/gu;

/** How a field's messages talk about it. */
export interface TextFieldWords {
  /** The message when the field is empty or holds nothing visible, e.g. "Please tell us your name." */
  required: string;
  /** The field as the start of a sentence, e.g. "Your name". */
  subject: string;
  max: number;
  /** The message when the value is longer than `max`. */
  tooLong: string;
}

/** The first problem of a normalised value in the traveller's words, or undefined. */
export function textProblem(value: string, words: TextFieldWords): string | undefined {
  if (CONTROL.test(value)) return `${words.subject} contains a hidden control character. Please type it again.`;
  if (DIRECTION_OVERRIDE.test(value)) return `${words.subject} contains hidden text-direction characters. Please type it again.`;
  if (value.replace(INVISIBLE, '') === '') return words.required;
  if (value.length > words.max) return words.tooLong;
  return undefined;
}

/**
 * A text field: NFC-normalised, trimmed, checked by `textProblem` and then by `extra` (rules of this
 * field alone), reporting one message at a time so the traveller sees the most basic problem first.
 */
export function travellerText(words: TextFieldWords, extra?: (value: string) => string | undefined) {
  return z
    .string({ error: words.required })
    .normalize('NFC')
    .trim()
    .superRefine((value, ctx) => {
      const message = textProblem(value, words) ?? extra?.(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

/** A person's name: the text rules, and at least one letter in any script. */
export const personName = travellerText(
  {
    required: 'Please tell us your name.',
    subject: 'Your name',
    max: ENQUIRY_LIMITS.nameMax,
    tooLong: `Please keep your name under ${ENQUIRY_LIMITS.nameMax} characters.`,
  },
  (value) => (/\p{L}/u.test(value) ? undefined : 'Please write your name in letters.'),
);

/** "2027-03-12", "12.03.2027", "12/3/2027": a date, not a number to dial. */
function looksLikeDate(value: string): boolean {
  const yearFirst = /^(\d{4})([-./])(\d{1,2})\2(\d{1,2})$/.exec(value);
  const dayFirst = /^(\d{1,2})([-./])(\d{1,2})\2(\d{4})$/.exec(value);
  const parts = yearFirst ? [yearFirst[1], yearFirst[3], yearFirst[4]] : dayFirst ? [dayFirst[4], dayFirst[3], dayFirst[1]] : null;
  if (!parts) return false;
  const [year, a, b] = parts.map(Number) as [number, number, number];
  const monthAndDay = (a >= 1 && a <= 12 && b >= 1 && b <= 31) || (b >= 1 && b <= 12 && a >= 1 && a <= 31);
  return year >= 1900 && year <= 2199 && monthAndDay;
}

/**
 * A phone number a person could dial: 7–15 digits with optional +, spaces, dashes, dots and brackets,
 * and not a date. `noun` names the field in messages ("phone number", "WhatsApp number").
 */
export function phoneNumber(noun: string) {
  return travellerText(
    {
      required: `Please give us your ${noun}.`,
      subject: `The ${noun}`,
      max: ENQUIRY_LIMITS.contactMax,
      tooLong: `That ${noun} is too long.`,
    },
    (value) => {
      if (looksLikeDate(value)) return `That looks like a date. Please enter your ${noun}, e.g. +91 98450 12345.`;
      const digits = value.replace(/\D/g, '').length;
      if (!/^\+?[\d\s().-]+$/.test(value) || digits < 7 || digits > 15) return `Please enter a ${noun} with 7 to 15 digits.`;
      return undefined;
    },
  );
}
