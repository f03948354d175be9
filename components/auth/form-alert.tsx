// Moved to the shared form kit; kept so app/[locale]/(auth)/auth/reset-password/page.tsx still builds.
export { FormAlert } from '@/components/forms/form-alert';
