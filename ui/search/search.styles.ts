/** Side-effect import of the results page and search form styles, in cascade order; the app shell imports this (views and tests never do). */
import './search.css';
import './results-list.css';
import './results-alternatives.css';
