// Copy of the header search and /results (spec sections 2, 7 and 8): Woblers and
// Bubbles found by the menu search, each paged.
export const search = {
  header: {
    label: 'Search Woblers and Bubbles',
    placeholder: 'Search Woblers and Bubbles',
    open: 'Search',
    submit: 'Search',
    close: 'Close search',
  },
  results: {
    pageTitle: 'Search results',
    title: 'Search results',
    intro: 'Results for “{{text}}”',
    noQueryTitle: 'Search for Woblers and Bubbles',
    noQueryText: 'Write a name in the search field at the top of the page.',
    loading: 'Searching…',
    loadError: 'The search could not be completed.',
    retry: 'Try again',
    empty: 'Sorry, there are no results for this search..',
    emptyText: 'Check the spelling, or try a shorter word.',
    showMoreError: 'More results could not be loaded.',
  },
  woblers: {
    title: 'Woblers',
    count_one: '{{formatted}} Wobler',
    count_other: '{{formatted}} Woblers',
    none: 'No Woblers match this search.',
    nameAge: '{{name}}, {{age}}',
    showMore: 'Show more Woblers',
    shared: 'Bubbles you share',
  },
  bubbles: {
    title: 'Bubbles',
    count_one: '{{formatted}} Bubble',
    count_other: '{{formatted}} Bubbles',
    none: 'No Bubbles match this search.',
    showMore: 'Show more Bubbles',
    private: 'Private',
    members_one: '{{formatted}} member',
    members_other: '{{formatted}} members',
  },
};
