import type { Gender } from '@wob/validation';
import { users } from '../db/schema';
import { addYears, DAY_MS } from '../platform/clock';
import type { SeedStep } from './index';

/** Password of every demo account (README 'Demo accounts'). */
export const DEMO_PASSWORD = 'woble-demo';
export const DEMO_EMAIL_DOMAIN = 'woble.local';

interface DemoWobler {
  name: string;
  gender: Gender;
  age: number;
  city: string;
  zipcode: string;
  language: 'da' | 'en';
  about: string;
}

// Demo people in Danish cities, in both languages. Ids are fixed so their generated avatars
// keep their colours from one installation to the next.
const WOBLERS: readonly DemoWobler[] = [
  {
    name: 'Mette Hansen',
    gender: 'female',
    age: 34,
    city: 'København',
    zipcode: '2100',
    language: 'da',
    about: 'Løber langs søerne hver morgen og leder efter nogen at dele en kop kaffe med bagefter.',
  },
  {
    name: 'Jonas Nielsen',
    gender: 'male',
    age: 27,
    city: 'Aarhus',
    zipcode: '8000',
    language: 'da',
    about: 'Brætspil, bouldering og alt for mange kogebøger.',
  },
  {
    name: 'Sofie Larsen',
    gender: 'female',
    age: 22,
    city: 'Odense',
    zipcode: '5000',
    language: 'da',
    about: 'Studerer biologi og går aldrig forbi en loppemarked.',
  },
  {
    name: 'Oliver Jensen',
    gender: 'male',
    age: 41,
    city: 'Aalborg',
    zipcode: '9000',
    language: 'en',
    about: 'Moved here for work, stayed for the fjord. Looking for a sailing crew.',
  },
  {
    name: 'Alex Møller',
    gender: 'non-binary',
    age: 29,
    city: 'København',
    zipcode: '2200',
    language: 'da',
    about: 'Illustrator. Tegner på caféer på Nørrebro og elsker gamle film.',
  },
  {
    name: 'Emma Christensen',
    gender: 'female',
    age: 31,
    city: 'Roskilde',
    zipcode: '4000',
    language: 'da',
    about: 'Festivalfrivillig hvert år og korsanger resten af tiden.',
  },
  {
    name: 'William Pedersen',
    gender: 'male',
    age: 45,
    city: 'Esbjerg',
    zipcode: '6700',
    language: 'en',
    about: 'Offshore engineer with two weeks off at a time. Fishing, hiking, cooking.',
  },
  {
    name: 'Freja Andersen',
    gender: 'female',
    age: 26,
    city: 'Vejle',
    zipcode: '7100',
    language: 'da',
    about: 'Cykler til alt og drømmer om at cykle hele Danmarks kyst rundt.',
  },
  {
    name: 'Kim Rasmussen',
    gender: 'intersex',
    age: 38,
    city: 'Horsens',
    zipcode: '8700',
    language: 'da',
    about: 'Sygeplejerske med hang til havearbejde og lange gåture med hunden.',
  },
  {
    name: 'Noah Sørensen',
    gender: 'male',
    age: 24,
    city: 'Kolding',
    zipcode: '6000',
    language: 'en',
    about: 'Design student. Into skateboarding, synths and bad puns.',
  },
  {
    name: 'Ida Thomsen',
    gender: 'female',
    age: 52,
    city: 'Randers',
    zipcode: '8900',
    language: 'da',
    about: 'Bibliotekar, strikker og ivrig læser af nordiske krimier.',
  },
  {
    name: 'Lucas Poulsen',
    gender: 'male',
    age: 33,
    city: 'Herning',
    zipcode: '7400',
    language: 'da',
    about: 'Håndboldtræner for et U14-hold og altid klar på en quiz.',
  },
  {
    name: 'Robin Kristensen',
    gender: 'transgender',
    age: 28,
    city: 'Silkeborg',
    zipcode: '8600',
    language: 'en',
    about: 'Kayaking the lakes every weekend. Coffee snob, happy to admit it.',
  },
  {
    name: 'Clara Johansen',
    gender: 'female',
    age: 19,
    city: 'Aarhus',
    zipcode: '8200',
    language: 'da',
    about: 'Første år på uni og på udkig efter en læsegruppe og nye venner.',
  },
  {
    name: 'Victor Madsen',
    gender: 'male',
    age: 57,
    city: 'Helsingør',
    zipcode: '3000',
    language: 'da',
    about: 'Pensioneret skolelærer. Spiller skak og dyrker grøntsager.',
  },
  {
    name: 'Anna Olsen',
    gender: 'female',
    age: 36,
    city: 'Frederiksberg',
    zipcode: '1820',
    language: 'en',
    about: 'Software tester by day, salsa dancer by night.',
  },
  {
    name: 'Sam Bertelsen',
    gender: 'non-binary',
    age: 30,
    city: 'Odense',
    zipcode: '5200',
    language: 'da',
    about: 'Laver keramik og underviser i det om torsdagen.',
  },
  {
    name: 'Magnus Holm',
    gender: 'male',
    age: 48,
    city: 'Næstved',
    zipcode: '4700',
    language: 'da',
    about: 'Far til to, friluftsmand og amatørfotograf.',
  },
  {
    name: 'Laura Friis',
    gender: 'female',
    age: 43,
    city: 'Viborg',
    zipcode: '8800',
    language: 'en',
    about: 'Architect who sketches old churches. Always up for a road trip.',
  },
  {
    name: 'Elias Lund',
    gender: 'male',
    age: 21,
    city: 'Aalborg',
    zipcode: '9200',
    language: 'da',
    about: 'Gamer, musiker og frivillig på det lokale spillested.',
  },
  {
    name: 'Maja Dahl',
    gender: 'female',
    age: 64,
    city: 'Svendborg',
    zipcode: '5700',
    language: 'da',
    about: 'Sejler rundt i Det Sydfynske Øhav hver sommer. Søger selskab.',
  },
  {
    name: 'Charlie Winther',
    gender: 'transgender',
    age: 25,
    city: 'København',
    zipcode: '2300',
    language: 'en',
    about: 'Barista and podcast nerd. Will recommend you three shows at once.',
  },
  {
    name: 'Karl Eriksen',
    gender: 'male',
    age: 39,
    city: 'Hillerød',
    zipcode: '3400',
    language: 'da',
    about: 'Tømrer, mountainbiker og glad for en god grillaften.',
  },
  {
    name: 'Nora Bech',
    gender: 'female',
    age: 30,
    city: 'Ribe',
    zipcode: '6760',
    language: 'en',
    about: 'Historian at the Viking museum. Ask me anything about runestones.',
  },
];

/** The fixed id of demo Wobler `number` (1-based, in the order above). */
export function demoWoblerId(number: number): string {
  return `de00000000000000000000${number.toString().padStart(2, '0')}`;
}

function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export const demoWoblers: SeedStep = {
  name: 'demo-woblers',
  async run(tx, { now, hasher }) {
    const at = now();
    // One hash for all demo accounts: they share the documented password anyway.
    const passwordHash = await hasher.hash(DEMO_PASSWORD);
    await tx.insert(users).values(
      WOBLERS.map((wobler, index) => {
        const number = index + 1;
        // Birthdays spread over the year, so ages do not all change on one day.
        const birth = new Date(addYears(at, -wobler.age).getTime() - (number * 13 + 1) * DAY_MS);
        return {
          id: demoWoblerId(number),
          email: `demo${number}@${DEMO_EMAIL_DOMAIN}`,
          passwordHash,
          name: wobler.name,
          gender: wobler.gender,
          phone: `+45 20 ${String(10 + number).padStart(2, '0')} 00 00`,
          country: 'DK',
          address: `Demovej ${number}`,
          city: wobler.city,
          zipcode: wobler.zipcode,
          birthDate: isoDate(birth),
          about: wobler.about,
          language: wobler.language,
          createdAt: at,
          updatedAt: at,
          lastActiveAt: at,
        };
      }),
    );
  },
};

export const DEMO_WOBLER_COUNT = WOBLERS.length;
