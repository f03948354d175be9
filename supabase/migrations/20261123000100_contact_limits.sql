/**
 * CONTACT LIMITS
 * The contact form's length bounds, checked again by the database so that no other path (a script
 * or a future caller with the service role) can store what the form refuses. Their one source is
 * CONTACT_LIMITS in lib/validation/contact.ts; supabase/tests/data-model/contact-limits.test.ts
 * imports it and fails if these checks ever say otherwise.
 *
 * The first checks on contact_messages (20261121001200) were looser than the form: name 1-200,
 * e-mail up to 320, subject optional and up to 200, message 1-5000. These replace them with the
 * form's bounds: name 2-100, e-mail up to 254, subject required and 3-150, message 10-5000.
 * Every message so far came through the form, which already applied these bounds, so existing
 * rows meet them.
 *
 * Lengths are counted in characters (char_length), as people see them; the form counts UTF-16 code
 * units, so for text with emoji the form is the stricter of the two, never the database.
 */
alter table public.contact_messages
  drop constraint contact_messages_name_check,
  drop constraint contact_messages_email_check,
  drop constraint contact_messages_subject_check,
  drop constraint contact_messages_message_check;

alter table public.contact_messages
  add constraint contact_messages_name_length check (char_length(name) between 2 and 100),
  add constraint contact_messages_email_shape check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 254),
  -- Required here although the column stays nullable (its generated type is unchanged):
  -- submit_contact_message turns a blank subject into null, which this now refuses.
  add constraint contact_messages_subject_length check (subject is not null and char_length(subject) between 3 and 150),
  add constraint contact_messages_message_length check (char_length(message) between 10 and 5000);

comment on constraint contact_messages_name_length on public.contact_messages is 'Name of 2 to 100 characters (CONTACT_LIMITS.name).';
comment on constraint contact_messages_email_shape on public.contact_messages is 'Looks like an e-mail address, at most 254 characters (CONTACT_LIMITS.email).';
comment on constraint contact_messages_subject_length on public.contact_messages is 'Subject required, 3 to 150 characters (CONTACT_LIMITS.subject).';
comment on constraint contact_messages_message_length on public.contact_messages is 'Message of 10 to 5000 characters (CONTACT_LIMITS.message).';
