import type { TranslationShape } from '../../translation-shape';
import type { search as en } from '../en/search';

// Dansk tekst til søgningen i toppen og /results: Woblers og Bubbles, hver med flere sider.
export const search = {
  header: {
    label: 'Søg efter Woblers og Bubbles',
    placeholder: 'Søg efter Woblers og Bubbles',
    open: 'Søg',
    submit: 'Søg',
    close: 'Luk søgning',
  },
  results: {
    pageTitle: 'Søgeresultater',
    title: 'Søgeresultater',
    intro: 'Resultater for »{{text}}«',
    noQueryTitle: 'Søg efter Woblers og Bubbles',
    noQueryText: 'Skriv et navn i søgefeltet øverst på siden.',
    loading: 'Søger…',
    loadError: 'Søgningen kunne ikke gennemføres.',
    retry: 'Prøv igen',
    empty: 'Beklager, der er ingen resultater for denne søgning.',
    emptyText: 'Tjek stavningen, eller prøv et kortere ord.',
    showMoreError: 'Flere resultater kunne ikke hentes.',
  },
  woblers: {
    title: 'Woblers',
    count_one: '{{formatted}} Wobler',
    count_other: '{{formatted}} Woblers',
    none: 'Ingen Woblers passer til søgningen.',
    nameAge: '{{name}}, {{age}}',
    showMore: 'Vis flere Woblers',
    shared: 'Bubbles I deler',
  },
  bubbles: {
    title: 'Bubbles',
    count_one: '{{formatted}} Bubble',
    count_other: '{{formatted}} Bubbles',
    none: 'Ingen Bubbles passer til søgningen.',
    showMore: 'Vis flere Bubbles',
    private: 'Privat',
    members_one: '{{formatted}} medlem',
    members_other: '{{formatted}} medlemmer',
  },
} satisfies TranslationShape<typeof en>;
