import { z } from '@/lib/zod';

/**
 * The site-content editor's inputs (issue 22): one schema for the editor form (instant feedback)
 * and the server actions (the real check before the value reaches site_content). The shape is
 * lib/site-content/app-preview.ts's stored value: the fields of docs/product.md#app-preview-config in English plus `translations`. Unknown keys
 * are dropped. Messages are keys of `AdminContent.errors`; the form passes the bounds below as
 * {max}. Colours are hex only because they end up in inline styles.
 */
export const SITE_CONTENT_LIMITS = {
  text: { max: 200 },
  description: { max: 300 },
  icon: { max: 40 },
  cards: { max: 8 },
} as const;

/** Icons the phone preview draws a simulated card for; any other icon is a free-text card. */
export const appPreviewCardIcons = ['battery', 'heart', 'heartRate', 'ai', 'reminders'] as const;

export type AdminContentErrorKey =
  | 'textRequired'
  | 'textTooLong'
  | 'descriptionTooLong'
  | 'colourInvalid'
  | 'iconRequired'
  | 'iconTooLong'
  | 'tooManyCards'
  | 'invalid';

const msg = (key: AdminContentErrorKey) => ({ message: key });
const { text, description, icon, cards } = SITE_CONTENT_LIMITS;

// A missing or non-text field (a crafted request) gets the same message as an empty one.
const requiredText = () => z.string(msg('textRequired')).trim().min(1, msg('textRequired')).max(text.max, msg('textTooLong'));
const optionalText = (max: number = text.max, tooLong: AdminContentErrorKey = 'textTooLong') =>
  z.string(msg('invalid')).trim().max(max, msg(tooLong));
const colour = () =>
  z
    .string(msg('colourInvalid'))
    .trim()
    .regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, msg('colourInvalid'));
const flag = () => z.boolean(msg('invalid'));

export const appPreviewCardSchema = z.object({
  icon: z.string(msg('iconRequired')).trim().min(1, msg('iconRequired')).max(icon.max, msg('iconTooLong')),
  title: requiredText(),
  status: optionalText(),
  description: optionalText(description.max, 'descriptionTooLong'),
});

/** One language's texts: every one optional (blank = use English); cards by index of `cards`. */
export const appPreviewTextsSchema = z.object({
  appName: optionalText().optional(),
  tagline: optionalText().optional(),
  sosLabel: optionalText().optional(),
  sosSubLabel: optionalText().optional(),
  voiceLabel: optionalText().optional(),
  cards: z
    .array(
      z.object({
        title: optionalText().optional(),
        status: optionalText().optional(),
        description: optionalText(description.max, 'descriptionTooLong').optional(),
      }),
      msg('invalid'),
    )
    .max(cards.max, msg('tooManyCards'))
    .optional(),
});

export const appPreviewValueSchema = z.object({
  appName: requiredText(),
  tagline: requiredText(),
  sosLabel: requiredText(),
  sosSubLabel: requiredText(),
  voiceLabel: requiredText(),
  sosColor: colour(),
  primaryColor: colour(),
  showSettingsIcon: flag(),
  enableBatteryCard: flag(),
  enableHeartRateCard: flag(),
  enableAiCard: flag(),
  enableRemindersCard: flag(),
  cards: z.array(appPreviewCardSchema, msg('invalid')).max(cards.max, msg('tooManyCards')),
  translations: z
    .object({ nl: appPreviewTextsSchema.optional(), es: appPreviewTextsSchema.optional() }, msg('invalid'))
    .default({}),
});

export type AppPreviewValueInput = z.input<typeof appPreviewValueSchema>;

/** `baseVersion`: the version the admin opened; null when no row existed yet (the defaults). */
const baseVersion = z.number(msg('invalid')).int(msg('invalid')).nonnegative(msg('invalid')).nullable();

export const saveAppPreviewSchema = z.object({ baseVersion, value: appPreviewValueSchema });
export const restoreAppPreviewSchema = z.object({ version: z.number(msg('invalid')).int(msg('invalid')).positive(msg('invalid')), baseVersion });
export const resetAppPreviewSchema = z.object({ baseVersion });

export type SaveAppPreviewInput = z.input<typeof saveAppPreviewSchema>;
export type RestoreAppPreviewInput = z.input<typeof restoreAppPreviewSchema>;
export type ResetAppPreviewInput = z.input<typeof resetAppPreviewSchema>;
