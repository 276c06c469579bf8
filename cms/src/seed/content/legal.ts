// The privacy policy and terms of use (spec 3 §2.13), effective 2025-01-15, as Markdown the seed
// converts to rich text.

export const effectiveDate = '2025-01-15';

export const privacyPolicy = `
Ember ("we", "us") is run by an individual operator. This policy explains what personal data we collect when you use Ember, why, who we share it with, and the choices you have. It is effective from January 15, 2025.

## What we collect

- **Registration details**: your name, e-mail address, age, sex, the city and neighbourhoods you choose, your availability, your interests and what you are looking for, and your profile photo.
- **Videos**: the short profile videos you record or upload, and the prompts they answer.
- **Location, with your consent**: the location you give us, and your device's location only if you allow it. You can withdraw that permission at any time in your browser or device settings.
- **Activity in the service**: the events and programs you are interested in, your picks, the groups you join, and payments you make. Your picks are never shown to other members.
- **Usage analytics**: page views, time on page and button clicks, counted per day, only if analytics is on.

## Why we use it, and our legal bases

- **To provide the service you asked for** (performance of a contract): creating your account, showing your profile to other members, forming groups from mutual picks, sending you invitations and handling payments.
- **With your consent**: using your location, showing your videos to other members, and usage analytics. You can withdraw consent at any time; this does not affect what was done before.
- **For our legitimate interests**: keeping the service safe, preventing abuse and fraud, and improving how groups are formed. We weigh these against your rights and do not use them to override them.
- **To meet legal obligations**: keeping payment and tax records and answering lawful requests.

## Who we share it with

We do not sell your data. We share it only with providers who help us run the service, under contracts that limit what they may do with it:

- **payment providers**, to take deposits and payments;
- **analytics providers**, to count usage when analytics is on;
- **notification providers**, to send e-mails and other messages.

Other members see only what your profile shows. Who picked whom is never revealed to anyone.

## Where your data is stored

Your data is stored in the European Union / European Economic Area. When a provider must process data elsewhere, we rely on safeguards recognised by EU law, such as standard contractual clauses.

## How long we keep it

We keep your data while your account is open. When you delete your account we delete your profile, videos and picks within 30 days, except records we must keep by law (such as payment records), which we keep only as long as required.

## Your rights

You can:

- **access** the personal data we hold about you;
- **correct** data that is wrong or incomplete;
- **delete** your account and your data;
- **opt out of analytics** at any time in your settings;
- object to or restrict some processing, and receive your data in a portable format.

To use these rights, write to us from the e-mail address on your account. You may also complain to your data protection authority.

## Changes to this policy

When we change this policy we notify you by e-mail and show a pop-up in the service, and you will be asked to accept the new version before you continue.

## Age

Ember is only for people who are at least 20 years old. We do not knowingly collect data about anyone younger.
`.trim();

export const termsOfUse = `
These terms are an agreement between you and the individual operator of Ember ("we", "us"). By creating an account or using Ember you accept them. They are effective from January 15, 2025.

## Who can use Ember

You must be at least 20 years old to use Ember. You must give true information about yourself and keep one account only.

## How Ember works

You build a profile, privately pick the people or events you are interested in, and we form small groups from mutual picks. You see your group before you decide to join. Payments, deposits and refunds follow the terms shown when you join a group or buy a ticket.

## Your content

You keep ownership of what you upload, such as photos, videos and text. You give us permission to store it and show it to other members as the service describes, for as long as it is on Ember. You are responsible for what you upload.

Content must not:

- be illegal, hateful, harassing, threatening or sexually explicit;
- show or identify other people without their consent;
- be misleading about who you are;
- advertise or promote anything without our permission;
- infringe anyone else's rights.

## Behaviour

Online and at every get-together, you agree not to:

- harass, intimidate or pressure anyone, or ignore a clear "no";
- ask other members for money or personal financial details;
- try to find out who picked whom;
- use Ember for commercial purposes, recruiting or spam;
- misuse the service, for example by scraping it or interfering with how it works.

## Our rights

We may review content and remove content that breaks these terms. We may suspend or close accounts that break these terms or put other members at risk, and we will tell you why where we can do so safely.

## Meeting people

Groups meet in person in public places. We do not run background checks, and you are responsible for your own safety and behaviour. Tell us about anyone who breaks these terms.

## Liability

We provide Ember as it is. Nothing in these terms limits liability that cannot be limited by law. Otherwise, we are not liable for indirect losses, or for the conduct of members at or outside get-togethers.

## Governing law

These terms are governed by the laws of the Province of Ontario and the federal laws of Canada that apply there, without affecting mandatory consumer protections in your place of residence. Disputes go to the courts of Ontario, unless the law where you live gives you the right to go to your local courts.

## Changes to these terms

When we change these terms we notify you by e-mail and show a pop-up in the service, and you will be asked to accept the new version before you continue.

## Contact

Questions about these terms: write to us from the e-mail address on your account.
`.trim();
