/** Side-effect import of the header styles, in cascade order; the app shell imports this (views and tests never do). */
import './header.css';
import './header-dropdowns.css';
import './header-mobile.css';
import './header-side-link.css';
