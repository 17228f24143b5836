/** Side-effect import of the lead form styles; the app shell imports this (views and tests never do). */
import './leads.css';
