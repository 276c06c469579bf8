/** The interest panel's texts on a format's public page (the spec gives none of its own). */
export const interestTexts = {
  title: 'Interested?',
  explainer:
    'Register your interest, then pick privately whom you would like to meet among the others interested. Groups form only from mutual picks; nobody learns who picked whom.',
  register: 'Register interest',
  withdraw: 'Withdraw my interest',
  registered: 'You are interested. We will tell you when picking starts.',
  registeredClosed: 'You registered interest. Interest is closed now; we will tell you what comes next.',
  closed: 'Interest in this format has closed.',
  yourFormat: 'You host this format. Share its page to gather interest.',
  signIn: 'Sign in to register interest',
  createProfile: 'Create my profile',
  addVideos: 'Add my videos',
  loading: 'Checking your interest…',
  failed: 'Something went wrong. Please try again.',
} as const;
