/** Side-effect import of the property page styles; the app shell imports this (views and tests never do). */
import './property-page.css';
import './development-plots.css';
import './property-action-bar.css';
