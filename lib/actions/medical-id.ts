'use server';

import { authedAction } from '@/lib/actions/safe-action';
import { medicalIdSchema } from '@/lib/validation/medical-id';

/** Saves the member's own Medical ID (issue 21): one upsert of their row, under RLS. */
export const saveMedicalId = authedAction.inputSchema(medicalIdSchema).action(async ({ parsedInput: medical, ctx: { user, supabase } }) => {
  const { error } = await supabase.from('medical_profiles').upsert(
    {
      user_id: user.id,
      blood_type: medical.bloodType,
      allergies: medical.allergies,
      conditions: medical.conditions,
      medications: medical.medications,
      doctor_name: medical.doctorName,
      doctor_phone: medical.doctorPhone,
      notes: medical.notes,
    },
    { onConflict: 'user_id' },
  );
  if (error) throw new Error(`Saving the medical ID failed: ${error.message}`);
  return { status: 'saved' as const };
});
