/** Side-effect import of the results page and search form styles; the app shell imports this (views and tests never do). */
import './search.css';
