/**
 * What happens around an invitation e-mail once the invitation exists in the database: sending it
 * must never leave the member with half-written state (lib/actions/family.ts).
 */

/**
 * Sends, and answers whether the e-mail went out. A throw (loading the messages, the site's
 * address, the transport) counts as "not sent", so the caller always gets to undo or report it
 * instead of leaving a pending invitation nobody received.
 */
export async function deliveredOrFalse(send: () => Promise<boolean>): Promise<boolean> {
  try {
    return await send();
  } catch (error) {
    console.error('Sending an invitation e-mail failed', error);
    return false;
  }
}

type Withdrawal = () => PromiseLike<{ error: { message: string } | null }>;

/**
 * Withdraws an invitation whose e-mail was not sent, trying a second time if the first attempt
 * fails (a passing network or database hiccup). Answers whether it is gone; when it is not, the
 * failure is logged and the caller tells the member, who can cancel it from the list: a pending
 * invitation nobody received would otherwise block inviting that address again (ICE16).
 */
export async function withdrawUnsentInvite(withdraw: Withdrawal): Promise<boolean> {
  let last: { message: string } | null = null;
  for (let attempt = 0; attempt < 2; attempt++) {
    const { error } = await withdraw();
    if (!error) return true;
    last = error;
  }
  console.error('Withdrawing an unsent invitation failed', last?.message);
  return false;
}
