/** Side-effect import of the lettings styles (the costs panel, rental cards' weekly rent, the footer's notices). */
import './lettings-costs.css';
