// The dev outbox (/dev/outbox, outside production) as the browser tests read it.

interface OutboxRow {
  id: number;
  meta: { kind?: string; code?: string } | null;
}

async function outboxOf(baseUrl: string, recipient: string): Promise<OutboxRow[]> {
  const response = await fetch(`${baseUrl}/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  return (await response.json()) as OutboxRow[];
}

/** The newest reset code e-mailed to `recipient` (the dev outbox lists newest first). */
export async function latestResetCode(baseUrl: string, recipient: string): Promise<string> {
  const rows = await outboxOf(baseUrl, recipient);
  const code = rows.find((r) => r.meta?.kind === 'password_reset')?.meta?.code;
  if (!code) throw new Error(`no reset code for ${recipient}`);
  return code;
}

/** Newest outbox id for `recipient` (0 when none), to wait for a new e-mail. */
export async function latestOutboxId(baseUrl: string, recipient: string): Promise<number> {
  return (await outboxOf(baseUrl, recipient))[0]?.id ?? 0;
}
