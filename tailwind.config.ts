import type { Config } from 'tailwindcss';

/** Aurelia's palette and type (shared/design.md). */
export default {
  content: ['./src/web/**/*.{ts,tsx,html}'],
  theme: {
    screens: { xs: '360px', sm: '640px', md: '768px', lg: '1024px', xl: '1280px' },
    extend: {
      colors: {
        ivory: '#FAF7F2',
        surface: '#FFFFFF',
        charcoal: '#1F1D1B',
        muted: '#6B6560',
        gold: { DEFAULT: '#A8834A', hover: '#8C6B38', tint: '#F3EBDD', text: '#7D5F2E' },
        line: '#E7E1D8',
        success: '#2F6B4F',
        info: '#2C5A8C',
        warning: '#9A6B12',
        danger: '#A23B34',
      },
      fontFamily: {
        display: ['"Cormorant Garamond"', 'Georgia', '"Times New Roman"', 'serif'],
        sans: ['Jost', 'system-ui', '-apple-system', '"Segoe UI"', 'sans-serif'],
      },
      transitionTimingFunction: { 'out-soft': 'cubic-bezier(0.2, 0.7, 0.2, 1)' },
    },
  },
  plugins: [],
} satisfies Config;
