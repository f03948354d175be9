'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { EmmaAvatar } from '@/components/chat/emma-avatar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { Choice, Question } from '@/lib/registration/dialogue';
import type { TranscriptEntry } from '@/lib/registration/draft-storage';

type Props = {
  transcript: readonly TranscriptEntry[];
  question: Question;
  onAnswer(text: string, shown?: string): void;
};

const AUTOCOMPLETE: Partial<Record<Question['step'], string>> = {
  email: 'email',
  phone: 'tel',
  password: 'new-password',
};

/**
 * Emma's side of registration: the conversation (a polite live region, so a screen reader reads
 * each new line once, never the whole log again), quick replies for answers that are a choice, and
 * one answer field whose kind follows the question (e-mail, phone, a password field that is never
 * echoed). Focus stays in the answer field from question to question.
 */
export function RegistrationChat({ transcript, question, onAnswer }: Props) {
  const t = useTranslations('Registration');
  const headingId = useId();
  const end = useRef<HTMLDivElement>(null);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [transcript.length]);

  const label = (choice: Choice) => choice.label ?? t(`emma.${choice.labelKey}` as never);

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3">
      <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
        <EmmaAvatar />
        {t('chat.title')}
      </h2>
      <div
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={t('chat.conversationLabel')}
        className="flex max-h-[55dvh] min-h-64 flex-col gap-3 overflow-y-auto rounded-md border border-border bg-muted/40 p-3"
      >
        {transcript.map((entry) => (
          <p
            key={entry.id}
            data-author={entry.author}
            className={cn(
              'max-w-[85%] rounded-lg px-3 py-2 text-base break-words whitespace-pre-line',
              entry.author === 'you' ? 'self-end bg-guardian text-guardian-foreground' : 'self-start border border-border bg-background text-foreground',
            )}
          >
            <span className="sr-only">{entry.author === 'you' ? t('chat.you') : t('chat.emma')}: </span>
            {entry.author === 'you' ? entry.text : t(entry.key as never, entry.params as never)}
          </p>
        ))}
        <div ref={end} />
      </div>

      {question.choices && question.choices.length > 0 && (
        <div role="group" aria-label={t('chat.quickReplies')} className="flex flex-wrap gap-2">
          {question.choices.map((choice) => (
            <Button key={choice.value} type="button" variant="outline" size="sm" wrap onClick={() => onAnswer(choice.value, label(choice))}>
              {label(choice)}
            </Button>
          ))}
        </div>
      )}

      {question.input !== 'none' && (
        // Keyed by question: a new question starts with an empty field; a refused answer stays to be corrected.
        <AnswerField key={question.step} question={question} focus={transcript.length > 1} onAnswer={onAnswer} />
      )}
    </section>
  );
}

/** The one answer field, of the kind the question needs; the password is cleared once sent, whatever the answer. */
function AnswerField({ question, focus, onAnswer }: { question: Question; focus: boolean; onAnswer(text: string): void }) {
  const t = useTranslations('Registration');
  const [text, setText] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const inputId = useId();
  const isPassword = question.input === 'password';

  function send() {
    if (text.trim() === '') return;
    onAnswer(text);
    if (isPassword) setText('');
  }

  return (
    <form
      // Emma reads every answer and explains in the visitor's language; the browser's own bubbles would not.
      noValidate
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        {isPassword ? t('chat.passwordLabel') : t('chat.answerLabel')}
      </label>
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <input
          id={inputId}
          // Focus follows the conversation once it has started (not on first arrival at the page).
          autoFocus={focus}
          type={isPassword ? (showPassword ? 'text' : 'password') : question.input}
          inputMode={question.input === 'tel' ? 'tel' : question.input === 'email' ? 'email' : undefined}
          autoComplete={AUTOCOMPLETE[question.step] ?? (question.step === 'name' ? 'name' : 'off')}
          maxLength={isPassword ? 200 : 400}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="h-11 min-w-0 flex-1 basis-48 rounded-md border border-input bg-background px-3 text-base focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        />
        {isPassword && (
          <Button type="button" variant="outline" aria-pressed={showPassword} onClick={() => setShowPassword((shown) => !shown)}>
            {showPassword ? t('chat.hidePassword') : t('chat.showPassword')}
          </Button>
        )}
        <Button type="submit" disabled={text.trim() === ''}>
          {t('chat.send')}
        </Button>
      </div>
    </form>
  );
}
