type AnswerOf<Call> = Call extends (...args: never[]) => Promise<infer Answer> ? Answer : never;

/**
 * The client with one call answering what it would have answered, changed by `change`: e.g. a usage dashboard with no
 * activity yet, `withChangedAnswer(fake, 'usage', 'dashboard', (figures) => ({ ...figures, recentActivity: [] }))`.
 */
export function withChangedAnswer<
  Client extends object,
  Resource extends keyof Client,
  Call extends keyof Client[Resource],
>(
  client: Client,
  resource: Resource,
  call: Call,
  change: (answer: AnswerOf<Client[Resource][Call]>) => AnswerOf<Client[Resource][Call]>,
): Client {
  const calls = client[resource] as Client[Resource] & object;
  const original = calls[call] as (...args: unknown[]) => Promise<AnswerOf<Client[Resource][Call]>>;
  const changed = async (...args: unknown[]) => change(await original.apply(calls, args));
  return { ...client, [resource]: { ...calls, [call]: changed } };
}
