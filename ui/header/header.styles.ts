/** Side-effect import of the header styles; the app shell imports this (views and tests never do). */
import './header.css';
