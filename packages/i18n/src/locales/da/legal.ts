import type { TranslationShape } from '../../translation-shape';
import type { legal as en } from '../en/legal';

// Same documents, sections and paragraphs as the English texts, one for one.
export const legal = {
  terms: {
    title: 'Vilkår for brug',
    updated: 'Senest opdateret: 22. november 2026',
    sections: [
      {
        heading: '1. Om disse vilkår',
        paragraphs: [
          'Woble er en tjeneste for voksne, der vil møde andre gennem fælles interesser. Woble drives af {{company}}, CVR-nr. {{cvr}}, {{address}} ("Woble", "vi" eller "os"). Du kan skrive til os på {{email}}.',
          'Disse vilkår for brug er aftalen mellem dig og os om din brug af Wobles hjemmeside og app ("tjenesten"). Når du opretter en konto, accepterer du vilkårene. Vores privatlivspolitik og cookiepolitik forklarer, hvordan vi behandler dine personoplysninger, og hvad vi gemmer på din enhed.',
        ],
      },
      {
        heading: '2. Hvem kan bruge Woble',
        paragraphs: [
          'Du skal være fyldt 18 år for at oprette en konto og bruge Woble. Når du tilmelder dig, bekræfter du, at du er fyldt 18. Hvis vi får at vide, at en bruger er under 18, lukker vi kontoen.',
          'Hver person må kun have én konto. Du må ikke oprette flere konti, dele din konto med andre, oprette en konto for en anden eller bruge Woble i en andens navn.',
          'Oplysningerne om dig selv skal være sande, og du skal holde dem opdaterede.',
        ],
      },
      {
        heading: '3. Din konto og adgangskode',
        paragraphs: [
          'Hold din adgangskode for dig selv, og vælg en, du ikke bruger andre steder. Du har ansvaret for det, der sker via din konto. Har du mistanke om, at andre har adgang til den, skal du straks skifte adgangskode og kontakte os.',
        ],
      },
      {
        heading: '4. Dit indhold og din opførsel',
        paragraphs: [
          'Du beholder rettighederne til det indhold, du deler på Woble, f.eks. din profil, billeder, kommentarer, afstemninger og beskeder. Du giver os en ikke-eksklusiv, vederlagsfri ret til at gemme, kopiere, tilpasse (f.eks. ændre størrelsen på) og vise indholdet for andre brugere i det omfang, det er nødvendigt for at drive tjenesten. Retten ophører, når indholdet eller din konto slettes, bortset fra kopier, vi skal gemme efter loven eller af sikkerhedshensyn, som beskrevet i privatlivspolitikken.',
          'Du må kun dele indhold, som du har ret til at dele. Du må ikke chikanere, true eller diskriminere andre; dele indhold, der er ulovligt, voldeligt, hadefuldt eller seksuelt eksplicit, eller som udstiller en anden person; udgive dig for at være en anden eller oprette falske profiler; sende spam eller reklamer; indsamle andre brugeres oplysninger; eller forsøge at bryde, overbelaste eller omgå tjenestens sikkerhed.',
          'Du kan anmelde en Wobler for upassende indhold, upassende opførsel, en falsk profil eller en anden grund. Vi gennemgår anmeldelser og kan fjerne indhold, begrænse funktioner eller suspendere eller lukke en konto, der bryder disse vilkår eller loven. Vi fortæller dig begrundelsen for en sådan afgørelse, og du kan gøre indsigelse ved at skrive til {{email}}.',
        ],
      },
      {
        heading: '5. Bubbles og moderatorer',
        paragraphs: [
          'Bubbles er fællesskaber, som brugerne selv opretter. Ejeren og moderatorerne af en Bubble kan godkende og fjerne medlemmer og slette kommentarer og svar i den. De skal bruge disse rettigheder fair og i overensstemmelse med vilkårene. Gør de ikke det, kan vi gribe ind.',
        ],
      },
      {
        heading: '6. Premium-abonnement',
        paragraphs: [
          'Woble Premium giver adgang til ekstra funktioner, f.eks. at oprette afstemninger, gruppenotifikationer, moderatorvisningen, administration af aktive og ventende medlemmer og support døgnet rundt. Prisen er 9,00 kr. om måneden inkl. moms. Abonnementet betales månedsvis forud.',
          'Nye abonnenter får en gratis prøveperiode på 7 dage. Hvis du ikke opsiger senest 24 timer før prøveperioden slutter, starter abonnementet automatisk, og den første månedlige betaling trækkes, når prøveperioden slutter. Du kan kun få den gratis prøveperiode én gang.',
          'Køber du abonnementet uden prøveperiode, trækkes den første betaling inden for 24 timer efter købet. Abonnementet fornyes automatisk hver måned, og hver ny periode betales forud, når den begynder.',
          'Vil du undgå, at abonnementet fornyes, skal du opsige det i Woble senest 24 timer før den aktuelle periode slutter. Du beholder Premium til udgangen af den periode, du har betalt for, og derefter trækkes der ikke flere betalinger.',
          'Vi kan ændre prisen. Vi giver dig besked mindst 30 dage før en ny pris gælder for dig, og du kan opsige, inden den træder i kraft.',
        ],
      },
      {
        heading: '7. Fortrydelsesret og refusion',
        paragraphs: [
          'Du kan fortryde et køb af Premium inden for 14 dage fra den dag, du køber Premium eller starter den gratis prøveperiode. Vi refunderer så alt, hvad du har betalt for abonnementet, fuldt ud og senest 14 dage efter, at vi har modtaget din besked, til det betalingsmiddel, du brugte. Bor du i EU eller EØS, er dette din lovbestemte fortrydelsesret efter forbrugerreglerne, og den gælder, selv om du er begyndt at bruge Premium.',
          'Du fortryder ved at sende os en tydelig besked, f.eks. en e-mail til {{email}} om, at du fortryder købet af Premium. Det er nok, at du sender den, inden de 14 dage er gået.',
          'Ud over fortrydelsesretten refunderes betalinger ikke. Når du opsiger, slutter abonnementet ved udgangen af den periode, du har betalt for.',
        ],
      },
      {
        heading: '8. Sletning af din konto',
        paragraphs: [
          'Du kan til enhver tid slette din konto under Indstillinger. Sletningen har virkning med det samme: din konto deaktiveres, din profil forsvinder fra Woble, og du kan ikke længere logge ind.',
          'Vi gemmer oplysningerne fra en slettet konto i 3 måneder af sikkerhedshensyn, f.eks. for at kunne behandle anmeldelser og forhindre misbrug, og sletter dem derefter endeligt. Privatlivspolitikken har detaljerne.',
          'Når du sletter din konto, opsiges et Premium-abonnement også. Fordi Premium betales månedsvis forud, slutter abonnementet senest en måned senere, ved udgangen af den periode, du allerede har betalt for, og der trækkes ikke flere betalinger. Betalinger, der allerede er foretaget, refunderes ikke, bortset fra efter fortrydelsesretten i punkt 7.',
          'Vi kan lukke din konto med en måneds varsel pr. e-mail, f.eks. hvis vi holder op med at tilbyde tjenesten. Hvis du groft eller gentagne gange bryder vilkårene, kan vi lukke din konto med det samme. Lukker vi din konto, uden at du har brudt vilkårene, refunderer vi den del af en betalt periode, som du ikke længere kan bruge.',
        ],
      },
      {
        heading: '9. Tilgængelighed og ændringer',
        paragraphs: [
          'Vi arbejder på at holde Woble kørende og sikker, men vi kan ikke love, at tjenesten altid er tilgængelig eller fri for fejl. Vi kan ændre, tilføje eller fjerne funktioner.',
          'Hvis vi ændrer vilkårene på en måde, der har betydning for dig, giver vi dig besked pr. e-mail eller i tjenesten mindst 30 dage før, ændringen træder i kraft. Accepterer du ikke ændringen, kan du slette din konto inden da. Bruger du Woble efter ændringen, accepterer du de nye vilkår.',
        ],
      },
      {
        heading: '10. Ansvar',
        paragraphs: [
          'Woble bringer mennesker sammen, men vi har ikke kontrol over, hvad brugerne siger eller gør. Vi er ikke ansvarlige for indhold, som andre brugere deler, eller for deres opførsel på eller uden for Woble. Vær varsom, når du deler oplysninger eller mødes med nogen, du kender fra Woble.',
          'Vi er ikke ansvarlige for indirekte tab, f.eks. tabt fortjeneste eller tabte data. Vores samlede ansvar over for dig er begrænset til det beløb, du har betalt os i de 24 måneder før den hændelse, som kravet skyldes.',
          'Disse begrænsninger gælder ikke, hvor loven ikke tillader, at ansvaret begrænses, f.eks. ved forsæt eller grov uagtsomhed, og de begrænser ikke dine ufravigelige rettigheder som forbruger.',
        ],
      },
      {
        heading: '11. Rettigheder til Woble',
        paragraphs: [
          'Navnet Woble, logoet, designet og softwaren tilhører {{company}}. Du må bruge tjenesten til dine egne, ikke-kommercielle formål, som disse vilkår tillader, men du må ikke kopiere, sælge eller foretage reverse engineering af den.',
        ],
      },
      {
        heading: '12. Klager, lovvalg og værneting',
        paragraphs: [
          'Er du utilfreds, så skriv til os på {{email}}, så forsøger vi at finde en løsning.',
          'Disse vilkår er underlagt dansk ret. Tvister afgøres af de danske domstole, medmindre ufravigelige regler giver dig ret til at anlægge sagen i det land, hvor du bor. Som forbruger kan du også klage til Forbrugerklagenævnet via Nævnenes Hus, www.naevneneshus.dk. Bor du i et andet EU- eller EØS-land, beholder du beskyttelsen efter de ufravigelige regler i dit bopælsland.',
        ],
      },
    ],
  },
  privacy: {
    title: 'Privatlivspolitik',
    updated: 'Senest opdateret: 22. november 2026',
    sections: [
      {
        heading: '1. Hvem er ansvarlig for dine oplysninger',
        paragraphs: [
          '{{company}}, CVR-nr. {{cvr}}, {{address}}, er dataansvarlig for de personoplysninger, der behandles, når du bruger Woble. Har du spørgsmål til denne politik eller til dine oplysninger, så skriv til {{email}}.',
        ],
      },
      {
        heading: '2. Hvilke oplysninger vi behandler',
        paragraphs: [
          'Profiloplysninger: dit navn, din e-mailadresse, dit køn, din fødselsdato, dit telefonnummer, land, by, adresse, postnummer, profilbillede, teksten om dig selv, dine indstillinger og dit sprog samt de Bubbles, du er med i. Din adgangskode gemmes kun som en sikker hash, som vi ikke kan læse.',
          'Placering: vi bruger din by og dit land (eller, hvis du tillader det, din browsers position afrundet til byniveau) til at vise afstanden til andre Woblers. Vi følger ikke, hvor du bevæger dig, og viser aldrig din præcise position til andre. Vi fjerner placeringsdata (f.eks. GPS-mærker) fra de billeder, du uploader.',
          'Indhold og aktivitet: kommentarer, svar, afstemninger og stemmer, beskeder og de medier, du sender, likes, dislikes, gemte Woblers, forbindelser, blokeringer og anmeldelser.',
          'Brugslog: IP-adresse, browser- og enhedstype, tidspunkt og type af forespørgsler samt fejlrapporter, som opstår, når du bruger tjenesten.',
          'Abonnement: om du har Premium, datoerne for din prøveperiode og dine betalinger samt referencen fra vores betalingsudbyder. Kortoplysninger håndteres af betalingsudbyderen; vi ser aldrig dit fulde kortnummer.',
          'Registrering af samtykke: hvornår du accepterede hvilken version af vilkårene, og hvornår du sagde ja eller nej til markedsføringsmails.',
        ],
      },
      {
        heading: '3. Hvorfor vi behandler dem, og vores retsgrundlag',
        paragraphs: [
          'For at oprette og drive din konto og give dig Wobles funktioner, herunder at vise din profil for andre Woblers, som dine indstillinger tillader, matchning, Bubbles og beskeder. Retsgrundlag: aftalen med dig (databeskyttelsesforordningens artikel 6, stk. 1, litra b).',
          'For at håndtere betaling for Premium og føre regnskab. Retsgrundlag: aftalen (artikel 6, stk. 1, litra b) og vores retlige forpligtelser efter bogføringsloven (artikel 6, stk. 1, litra c).',
          'For at holde Woble sikker: kontrollere alder, forhindre svindel, spam og misbrug, behandle anmeldelser og beskytte tjenesten. Retsgrundlag: vores legitime interesse i en sikker tjeneste (artikel 6, stk. 1, litra f) og retlige forpligtelser, hvor de gælder.',
          'For at sende dig servicemails, f.eks. links til nulstilling af adgangskoden og besked om ændringer i vilkårene. Retsgrundlag: aftalen (artikel 6, stk. 1, litra b).',
          'For at sende dig markedsføringsmails, men kun hvis du har sagt ja. Retsgrundlag: dit samtykke (artikel 6, stk. 1, litra a), som du til enhver tid kan trække tilbage i dine indstillinger.',
          'Kønsvalg som transkønnet eller interkønnet og det, du skriver om dig selv, kan afsløre følsomme oplysninger. Du bestemmer selv, om du vil oplyse det, og du kan skjule dit køn for andre i dine indstillinger. Vi behandler det kun for at vise det, som du vælger, på grundlag af dit udtrykkelige samtykke (artikel 9, stk. 2, litra a).',
        ],
      },
      {
        heading: '4. Hvem kan se dine oplysninger',
        paragraphs: [
          'Andre Woblers ser din profil, som dine indstillinger tillader: du bestemmer, om din placering og dit køn vises, om andre kan skrive til dig, om dine billeder vises for alle, og hvilken aldersgruppe der kan se din profil. Medlemmer af en Bubble ser det, du slår op i den.',
          'Vi bruger databehandlere, der behandler oplysninger på vores vegne efter en databehandleraftale: hosting, afsendelse af e-mails, betalingsbehandling og, hvor det bruges, chatinfrastruktur. De må kun bruge oplysningerne til at levere deres ydelse til os.',
          'Vi sælger ikke dine personoplysninger og deler dem ikke med annoncører. Vi videregiver kun oplysninger til myndigheder, når loven kræver det.',
          'Hvis en databehandler behandler oplysninger uden for EU/EØS, sikrer vi, at overførslen er lovlig, f.eks. gennem en afgørelse fra Europa-Kommissionen om et tilstrækkeligt beskyttelsesniveau eller Kommissionens standardkontraktbestemmelser.',
        ],
      },
      {
        heading: '5. Hvor længe vi gemmer dine oplysninger',
        paragraphs: [
          'Vi gemmer dine oplysninger, så længe du har en konto.',
          'Når du sletter din konto, deaktiveres den med det samme. Vi gemmer oplysningerne i 3 måneder af sikkerhedshensyn, f.eks. for at kunne behandle anmeldelser og forhindre misbrug, og sletter dem derefter endeligt.',
          'Har du ikke brugt din konto i 2 år, sletter eller anonymiserer vi dine oplysninger.',
          'Brugslog (trafikdata) gemmes i 1 år. Registreringer af dine samtykker gemmes i 5 år, så vi kan dokumentere dem. Regnskabsmateriale om betalinger gemmes i 5 år, som bogføringsloven kræver.',
        ],
      },
      {
        heading: '6. Sådan beskytter vi dine oplysninger',
        paragraphs: [
          'Vi bruger krypterede forbindelser (HTTPS), gemmer kun adgangskoder som stærke hashes, udleverer billeder via links, der udløber, og begrænser adgangen til oplysninger til dem, der har brug for den. Hvis et sikkerhedsbrud udsætter dine oplysninger for risiko, underretter vi dig og Datatilsynet, som loven kræver.',
        ],
      },
      {
        heading: '7. Dine rettigheder',
        paragraphs: [
          'Du har ret til indsigt i de oplysninger, vi har om dig, til at få forkerte oplysninger rettet, til at få oplysninger slettet, til at begrænse vores behandling, til at gøre indsigelse mod behandling, der bygger på vores legitime interesse, og til at modtage de oplysninger, du har givet os, i et maskinlæsbart format (dataportabilitet). Hvor vi bygger på dit samtykke, kan du til enhver tid trække det tilbage; det påvirker ikke den behandling, der fandt sted forinden.',
          'Mange af dine oplysninger kan du selv se og ændre under Profil og Indstillinger. Skriv til {{email}} om alt andet. Vi svarer inden for en måned.',
          'Vi træffer ikke afgørelser om dig, der alene bygger på automatisk behandling og har retsvirkning eller på tilsvarende måde påvirker dig betydeligt.',
          'Du kan klage til Datatilsynet, Carl Jacobsens Vej 35, 2500 Valby, www.datatilsynet.dk. Vi vil sætte pris på, at du kontakter os først, så vi kan forsøge at løse problemet.',
        ],
      },
      {
        heading: '8. Børn',
        paragraphs: [
          'Woble er kun for personer, der er fyldt 18 år. Vi behandler ikke bevidst oplysninger om børn, og vi lukker konti, hvis vi får at vide, at brugeren er under 18.',
        ],
      },
      {
        heading: '9. Ændringer i denne politik',
        paragraphs: [
          'Hvis vi ændrer politikken på en måde, der har betydning for dig, giver vi dig besked pr. e-mail eller i tjenesten, før ændringen træder i kraft. Datoen øverst viser, hvornår den sidst blev ændret.',
        ],
      },
    ],
  },
  cookies: {
    title: 'Cookiepolitik',
    updated: 'Senest opdateret: 22. november 2026',
    sections: [
      {
        heading: '1. Kort fortalt',
        paragraphs: [
          'Woble bruger ikke cookies til sporing, statistik eller annoncering, og der er ingen sporing fra tredjeparter. Vi gemmer kun det, tjenesten har brug for for at virke, og derfor beder vi ikke om dit samtykke til cookies.',
        ],
      },
      {
        heading: '2. Hvad vi gemmer på din enhed',
        paragraphs: [
          'I stedet for cookies bruger Woble din browsers lokale lager (local storage) til nogle få strengt nødvendige oplysninger:',
          'Sessionstoken: holder dig logget ind. Det fjernes, når du logger ud.',
          'Sprog (user-locale): husker, om du bruger Woble på dansk eller engelsk.',
          'Gemt søgefilter (searched-woblers-filter): husker filteret i din søgning efter Woblers, så du kan fortsætte, hvor du slap.',
          'Navigationsoplysninger (searchedVal, selectedWobler, ViewPoll): husker din seneste søgetekst, den Wobler, du vil skrive til, og den afstemning, du ser, mens du skifter mellem sider.',
          'Ingen af disse oplysninger deles med andre eller bruges til at følge dig på andre hjemmesider.',
        ],
      },
      {
        heading: '3. Hvorfor der ikke kræves samtykke',
        paragraphs: [
          'Danske regler og EU-regler tillader, at oplysninger gemmes på din enhed uden samtykke, når det er strengt nødvendigt for at levere en tjeneste, du har bedt om. Alle oplysningerne ovenfor er af den slags. Hvis vi nogensinde vil bruge cookies, der ikke er strengt nødvendige, beder vi først om dit samtykke og opdaterer denne politik.',
        ],
      },
      {
        heading: '4. Betaling',
        paragraphs: [
          'Når du køber Premium, betaler du på vores betalingsudbyders side. Betalingsudbyderen kan dér sætte sine egne strengt nødvendige cookies, f.eks. for at forhindre svindel. For dem gælder udbyderens egen cookiepolitik.',
        ],
      },
      {
        heading: '5. Sådan fjerner du oplysningerne',
        paragraphs: [
          'Når du logger ud, fjernes dit sessionstoken. Du kan fjerne alt, hvad Woble har gemt, ved at rydde webstedsdata for Woble i din browsers indstillinger. Du bliver så logget ud, og Woble starter igen på dansk.',
        ],
      },
      {
        heading: '6. Kontakt',
        paragraphs: ['Har du spørgsmål til denne politik, så skriv til {{company}} på {{email}}.'],
      },
    ],
  },
} satisfies TranslationShape<typeof en>;
