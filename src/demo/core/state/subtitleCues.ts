import { createRandom } from '../seed/random';
import type { SubtitleRecord } from './types';

/** Lines a film's dialogue is made of, per language; other languages speak English. */
const LINES: Record<string, readonly string[]> = {
  en: [
    'Where were you last night?',
    'I told you, I was at the station.',
    "We don't have much time.",
    'Get in the car. Now!',
    'Did you hear that?',
    "It's probably nothing.",
    'Nobody leaves this room.',
    "I'm not going back there.",
    "You knew all along, didn't you?",
    'Keep your voice down.',
    'What happened to the others?',
    'Trust me, just this once.',
  ],
  fr: [
    'Où étais-tu hier soir ?',
    "Je te l'ai dit, j'étais à la gare.",
    "On n'a pas beaucoup de temps.",
    'Monte dans la voiture. Tout de suite !',
    'Tu as entendu ça ?',
    "Ce n'est sûrement rien.",
    'Personne ne quitte cette pièce.',
    'Je ne retournerai pas là-bas.',
    'Tu savais depuis le début, hein ?',
    'Parle moins fort.',
  ],
  de: [
    'Wo warst du gestern Abend?',
    'Ich sagte doch, ich war am Bahnhof.',
    'Wir haben nicht viel Zeit.',
    'Steig ins Auto. Sofort!',
    'Hast du das gehört?',
    'Das ist bestimmt nichts.',
    'Niemand verlässt diesen Raum.',
    'Ich gehe da nicht zurück.',
  ],
  es: [
    '¿Dónde estuviste anoche?',
    'Te lo dije, estaba en la estación.',
    'No tenemos mucho tiempo.',
    '¡Sube al coche! ¡Ya!',
    '¿Has oído eso?',
    'Seguramente no es nada.',
    'Nadie sale de esta habitación.',
  ],
};

/** What hearing-impaired files add between the lines. */
const SOUNDS = [
  '[door slams]',
  '[phone ringing]',
  '(sighs)',
  '[tense music]',
  '(footsteps approaching)',
];

/** A text cue: its number, text and times (milliseconds), as the subtitle file holds it. */
export interface DemoCue {
  index: number;
  text: string;
  startMs: number;
  endMs: number;
}

function seedOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1)
    hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  return hash >>> 0;
}

/**
 * The cues of a subtitle file: the ones a test set (`cues`), else dialogue made up from its path, so a file always
 * reads the same. About one cue per 60 bytes of the file (a 60 KB file holds about 1,000), every few seconds, in its
 * language, with italics and sounds as real files have them.
 */
export function cuesOf(subtitle: SubtitleRecord & { path: string }): DemoCue[] {
  const random = createRandom(seedOf(subtitle.path));
  const texts =
    subtitle.cues ??
    Array.from({ length: Math.max(12, Math.round((subtitle.file_size ?? 40_000) / 60)) }, () => {
      const lines = LINES[subtitle.code2] ?? LINES.en ?? [];
      if (subtitle.hi && random.chance(0.15)) return random.pick(SOUNDS);
      const line = random.pick(lines);
      if (random.chance(0.2)) return `${line}\n${random.pick(lines)}`;
      return random.chance(0.08) ? `<i>${line}</i>` : line;
    });
  let time = random.int(2_000, 30_000);
  return texts.map((text, index) => {
    const startMs = time;
    const endMs = startMs + random.int(1_200, 4_500);
    time = endMs + random.int(200, 6_000);
    return { index: index + 1, text, startMs, endMs };
  });
}
