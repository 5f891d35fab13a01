import { describe, expect, it } from 'vitest';
import { analyse, SMART_REPLY_MAX_LENGTH, smartRepliesOf, smartReplyFor } from './index';

// What the server suggests for a text: its intent and tone (or none), over Danish and English
// messages. Each row: the text, then the expected intent and tone, or null (no suggestions).
type Row = [text: string, expected: [intent: string, tone: string, language: string] | null];

const ROWS: Row[] = [
  // Danish: how are you
  ['Hej! Hvordan har du det?', ['howAreYou', 'neutral', 'da']],
  ['hvordan går det med dig', ['howAreYou', 'neutral', 'da']],
  ['Hvad så, går det godt?', ['howAreYou', 'positive', 'da']],
  // Danish: invitations
  ['Skal vi tage en kaffe i morgen?', ['invitation', 'neutral', 'da']],
  ['Har du lyst til at se en film på lørdag? 🎬', ['invitation', 'neutral', 'da']],
  ['Lad os gå en tur i den dejlige sol', ['invitation', 'positive', 'da']],
  ['Vil du med til koncert?', ['invitation', 'neutral', 'da']],
  // Danish: yes/no questions
  ['Kan du hjælpe mig med flytningen?', ['yesNo', 'positive', 'da']],
  ['Har du set den nye film', ['yesNo', 'neutral', 'da']],
  ['Er du stadig vred på mig?', ['yesNo', 'negative', 'da']],
  ['Pizza i aften?', ['yesNo', 'neutral', 'da']],
  ['ER DU GLAD FOR DIT NYE JOB?', ['yesNo', 'positive', 'da']],
  // Danish: open questions
  ['Hvad laver du i weekenden?', ['open', 'neutral', 'da']],
  ['Hvorfor er du så ked af det?', ['open', 'negative', 'da']],
  ['Hvornår kommer du hjem?', ['open', 'neutral', 'da']],
  ['Hvad var det bedste ved din fantastiske ferie?', ['open', 'positive', 'da']],
  ['Hvem kommer til festen', ['open', 'positive', 'da']],
  // Danish: statements ask nothing
  ['Jeg er på vej hjem nu.', null],
  ['Tak for i aftes, det var hyggeligt!', null],
  ['Hvad en dejlig dag!', null],
  // English: how are you
  ['Hey, how are you?', ['howAreYou', 'neutral', 'en']],
  ["What's up", ['howAreYou', 'neutral', 'en']],
  ['How have you been lately?', ['howAreYou', 'neutral', 'en']],
  // English: invitations
  ['Shall we grab dinner on Friday?', ['invitation', 'neutral', 'en']],
  ['Do you want to go to the beach tomorrow?', ['invitation', 'neutral', 'en']],
  ["Let's meet at the lovely café!", ['invitation', 'positive', 'en']],
  ['How about a movie tonight?', ['invitation', 'neutral', 'en']],
  // English: yes/no questions
  ['Can you send me the photos?', ['yesNo', 'neutral', 'en']],
  ['Are you still angry with me?', ['yesNo', 'negative', 'en']],
  ['DID YOU ENJOY THE CONCERT?', ['yesNo', 'positive', 'en']],
  ['Was it fun', ['yesNo', 'positive', 'en']],
  ['Was the party fun', null],
  // English: open questions
  ['What are you doing this weekend?', ['open', 'neutral', 'en']],
  ['Why are you so sad?', ['open', 'negative', 'en']],
  ['Where did you find that amazing jacket?', ['open', 'positive', 'en']],
  ['which one do you prefer', ['open', 'neutral', 'en']],
  // English: statements ask nothing
  ["I'm on my way.", null],
  ['What a day!', null],
  ['Great, and how about you? I am fine.', ['open', 'positive', 'en']],
  // Not text that asks: emoji, links, empty
  ['😀👍', null],
  ['🇩🇰❤️', null],
  ['https://example.com/search?q=what', null],
  ['Se her: https://example.com/?a=1 og www.example.dk/?b=2', null],
  ['   ', null],
  ['???', null],
  // A question beside a link or emoji still asks
  ['Har du set det her? https://example.com/video 😂', ['yesNo', 'neutral', 'da']],
  ['Do you know this song? 🎵 https://example.com/x?y=z', ['yesNo', 'neutral', 'en']],
  // Not a question: the link's "?" and the emoji are left out
  ['Check this out https://example.com/watch?v=1 😍', null],
  // Negation flips the tone
  ['Are you not happy?', ['yesNo', 'negative', 'en']],
  ['Er du ikke glad?', ['yesNo', 'negative', 'da']],
  // Several sentences: the last that asks decides
  ['Jeg var i byen i går. Det var sjovt. Skal vi gøre det igen?', ['invitation', 'positive', 'da']],
];

describe('smart replies: what a text asks', () => {
  it.each(ROWS)('%s', (text, expected) => {
    const analysis = analyse(text);
    if (expected === null) {
      expect(analysis).toBeNull();
      expect(smartRepliesOf(text)).toBeNull();
      return;
    }
    const [intent, tone, language] = expected;
    expect(analysis).toEqual({ intent, tone, language });
  });

  it('has at least 30 rows of each kind to hold the rules', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(30);
    expect(ROWS.filter(([, expected]) => expected === null).length).toBeGreaterThanOrEqual(10);
  });

  it('suggests nothing for a very long text, even one that asks', () => {
    const long = `${'Jeg har tænkt meget over det hele. '.repeat(20)}Hvad synes du?`;
    expect(long.length).toBeGreaterThan(SMART_REPLY_MAX_LENGTH);
    expect(analyse(long)).toBeNull();
    const short = long.slice(-SMART_REPLY_MAX_LENGTH);
    expect(analyse(short)?.intent).toBe('open');
  });
});

describe('smart replies: the suggested answers', () => {
  it('answers an invitation in Danish and English, positive, neutral and negative', () => {
    expect(smartRepliesOf('Skal vi ses i morgen?')).toEqual({
      category: 'invitation',
      da: {
        reply_positive: 'Ja, det vil jeg rigtig gerne!',
        reply_neutral: 'Måske, jeg vender tilbage.',
        reply_negative: 'Nej tak, ikke denne gang.',
      },
      en: {
        reply_positive: "Yes, I'd love to!",
        reply_neutral: "Maybe, I'll let you know.",
        reply_negative: 'No thanks, not this time.',
      },
    });
  });

  it('answers a question in the receiver’s language, whatever the question’s language', () => {
    const replies = smartRepliesOf('How are you?');
    if (!replies) throw new Error('expected smart replies');
    expect(smartReplyFor(replies, 'da')).toEqual({
      reply_positive: 'Godt, tak! Hvad med dig?',
      reply_neutral: 'Det går. Hvad med dig?',
      reply_negative: 'Ikke så godt i dag.',
      category: 'howAreYou',
      language: 'da',
    });
    expect(smartReplyFor(replies, 'en').reply_positive).toBe('Great, thanks! How about you?');
  });

  it('answers a sad yes/no question with a comforting positive reply', () => {
    expect(smartRepliesOf('Are you upset with me?')?.en.reply_positive).toBe("No, it's all good.");
    expect(smartRepliesOf('Er du sur på mig?')?.da.reply_positive).toBe('Nej, det er helt fint.');
  });

  it('gives the same answer every time', () => {
    const text = 'Hvad laver du i aften?';
    expect(smartRepliesOf(text)).toEqual(smartRepliesOf(text));
  });
});
