export interface FaqEntry {
  question: string;
  answer: string;
}

/** The FAQ page's questions; the landing page shows the first three. */
export const faqEntries: FaqEntry[] = [
  {
    question: 'What is a credit?',
    answer:
      'Each generation costs a number of credits, shown on its button before you start. A failed or cancelled job gives its credits back.',
  },
  {
    question: 'Can I try it for free?',
    answer: 'Yes. The Starter plan is free and comes with 50 credits, enough to try every tool.',
  },
  {
    question: 'Who owns what I make?',
    answer:
      'You do. Your outputs are kept in your media library, where you can preview, download or delete them at any time.',
  },
  {
    question: 'Which tools are included?',
    answer:
      'Every plan includes every tool: AI chat, text to speech, text to image, image editing, background removal, enhancing, reading text in images, image to video, product video, talking avatar and 4K video upscaling.',
  },
  {
    question: 'Can I embed the tools in my own site?',
    answer:
      'Yes. Every tool is a React package driven by an API client you provide, so you can place one tool, or all of them, in your own pages.',
  },
  {
    question: 'How do I cancel?',
    answer: 'Change or cancel your plan from Billing at any time. Credits you already have stay in your account.',
  },
];
