/** Reads a time the site wrote ('9am', '5:30pm', '12 noon', '12 midnight') back as minutes after midnight. */
export function minutesOfClockText(text: string): number | undefined {
  if (text === '12 noon') return 12 * 60;
  if (text === '12 midnight') return 0;
  const match = /^(1[0-2]|[1-9])(?::([0-5]\d))?(am|pm)$/.exec(text);
  if (match === null || match[2] === '00') return undefined;
  return ((Number(match[1]) % 12) + (match[3] === 'pm' ? 12 : 0)) * 60 + Number(match[2] ?? 0);
}
