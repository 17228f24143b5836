/** Side-effect import of the cookie banner's styles; the boot entry imports this (views and tests never do). */
import './consent.css';
